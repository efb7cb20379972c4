export default definePageConfig({
  navigationBarTitleText: '展会直播',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
